"""report.html: the designer's report (generator/designer/), written as one build unit."""
