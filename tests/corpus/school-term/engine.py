"""School Term: the rules the tables, examples and boards print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

LESSONS = {"Maths": 5, "English": 4, "Science": 3, "History": 2, "Art": 1}
GRADES = ["A", "B", "C", "D", "E", "F"]
LOWEST = {"A": 80, "B": 70, "C": 60, "D": 50, "E": 40, "F": 0}
STARTING = {"A": 70, "B": 60, "C": 50, "D": 40, "E": 30, "F": 20}
REPORT = {"A": 6, "B": 4, "C": 3, "D": 2, "E": 1, "F": 0}

WEEKS = 6
EXAM_WEEKS = (3, 6)
STAFF_LIMIT = 5
STUDY_POINTS = 3        # exam points for each step of study
FAVOURITE_BONUS = 10
GRADE_GAIN_BONUS = 2
STUDY_TRACK_TOP = 15
EXAM_CARDS_REVEALED = 2
TEACHER_DECK = 30

CONSTANTS = {
    "Weeks in the term": WEEKS,
    "Staff limit": STAFF_LIMIT,
    "Exam points per study": STUDY_POINTS,
    "Favourite subject bonus": FAVOURITE_BONUS,
    "Bonus per grade gained": GRADE_GAIN_BONUS,
}


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def lessons_per_week(subject: str) -> int:
    return LESSONS[subject]


@rule
def lessons_taught(subject: str, classes: int) -> int:
    """Lessons your teachers of a subject give in a week: their classes, at most the timetable's."""
    return min(classes, LESSONS[subject])


@rule
def staff_room_size(players: int = 2) -> int:
    return players + 2


@rule
def starting_teachers(players: int = 2) -> int:
    return 2 if players < 4 else 1


@rule
def pupils_per_form(players: int | None = None) -> int:
    return 4


@rule
def weeks_in_term() -> int:
    return WEEKS


@rule
def midterm_week() -> int:
    return EXAM_WEEKS[0]


@rule
def final_week() -> int:
    return EXAM_WEEKS[1]


@rule
def staff_limit() -> int:
    return STAFF_LIMIT


@rule
def exam_cards_revealed() -> int:
    return EXAM_CARDS_REVEALED


@rule
def study_track_top() -> int:
    return STUDY_TRACK_TOP


@rule
def exam_points_per_study() -> int:
    return STUDY_POINTS


@rule
def favourite_bonus() -> int:
    return FAVOURITE_BONUS


@rule
def bonus_per_grade_gained() -> int:
    return GRADE_GAIN_BONUS


@rule
def score_band(grade: str) -> str:
    low = LOWEST[grade]
    i = GRADES.index(grade)
    high = 100 if i == 0 else LOWEST[GRADES[i - 1]] - 1
    return f"{low}-{high}"


@rule
def starting_score(grade: str) -> int:
    return STARTING[grade]


@rule
def report_points(grade: str) -> int:
    return REPORT[grade]


@rule
def exam_score(grade: str, study: int, favourite: bool = False, difficulty: int = 0, bonus: int = 0) -> int:
    score = STARTING[grade] + STUDY_POINTS * study + (FAVOURITE_BONUS if favourite else 0) + bonus - difficulty
    return max(0, min(100, score))


@rule
def grade_for_score(score: int) -> str:
    for grade in GRADES:
        if score >= LOWEST[grade]:
            return grade
    return "F"


@rule
def pupil_report(start: str, final: str) -> int:
    gained = max(0, GRADES.index(start) - GRADES.index(final))
    return REPORT[final] + GRADE_GAIN_BONUS * gained


@rule
def form_report(pupils: list) -> int:
    return sum(pupil_report(start, final) for start, final in pupils)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pupils": pupils_per_form(players) * players,
        "teachers": TEACHER_DECK,
        "exams": 10,
        "term-board": 1,
        "form-registers": players,
        "grade-tokens": 60,
        "study-markers": 5 * players,
        "week-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"teachers": {"hand": starting_teachers(players), "draw": 1}}


@invariant("the teacher deck lasts the whole term")
def teachers_last(players: int, game) -> bool | str:
    deck = game.deck("teachers")
    needed = starting_teachers(players) * players + staff_room_size(players) + (WEEKS - 1) * players
    return True if deck.total >= needed else f"{needed} teachers needed, the deck has {deck.total}"


@invariant("every form gets its pupils")
def pupils_suffice(players: int, game) -> bool:
    return game.deck("pupils").total >= pupils_per_form(players) * players


@invariant("the teacher deck in setup() is the deck in the box", per_player_count=False)
def teacher_deck_matches(game) -> bool | str:
    total = game.deck("teachers").total
    return True if total == TEACHER_DECK else f"setup() says {TEACHER_DECK}, the deck has {total}"


@invariant("the study track reaches the most study a half-term can give", per_player_count=False)
def study_track_long_enough(game) -> bool:
    return STUDY_TRACK_TOP >= max(LESSONS.values()) * (EXAM_WEEKS[1] - EXAM_WEEKS[0])


@invariant("every grade's starting score lies below its own boundary", per_player_count=False)
def starting_scores_below_floor(game) -> bool:
    return all(STARTING[g] < LOWEST[g] or g == "F" for g in GRADES)
