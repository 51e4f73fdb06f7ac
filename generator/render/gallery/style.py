"""What index.html holds inline: its style, its script and the policy that lets it fetch nothing else.

The script filters the cards (deck, a column's value, words), keeps the filters
in the address (`#deck=faith-1&column=cost&value=2&q=fire`, which a test or a
bookmark can open) and copies a finding's file:line:col on a click.
"""
from __future__ import annotations

import json
import re
from typing import Callable

# Nothing may be fetched from outside the output folder: pictures from the folder itself, style and script inline.
CSP = "default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

STYLE = """
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#222;background:#f4f2ee}
header,#check,#filters,main{padding:0 16px}
h1 small,h2 small,h3 small{color:#666;font-weight:normal;font-size:.75em}
nav a,.links a{margin-right:12px}
#filters{position:sticky;top:0;background:#e8e4dc;padding:8px 16px;border-bottom:1px solid #ccc;z-index:1}
#filters label{margin-right:10px}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px;width:340px}
.card[data-findings]{border-color:#c0392b;box-shadow:0 0 0 2px #f5c6c0}
.card h3{font-size:15px;margin:6px 0 2px}
.pics{display:flex;gap:6px}.pics img{border-radius:4px;box-shadow:0 1px 3px #0004;max-width:160px;height:auto}
.pics img.back{opacity:.9}
.count{color:#555}.id{margin:0 0 4px;color:#555}
table.values{border-collapse:collapse;font-size:12px;width:100%}
table.values th{text-align:left;color:#555;font-weight:normal;padding-right:8px;vertical-align:top;width:35%}
table.values td{word-break:break-word}
.findings{list-style:none;padding:0;margin:6px 0}
.finding{margin:3px 0;padding:3px 6px;border-left:4px solid #e1a100;background:#fff8e5;font-size:12px}
.finding.error{border-color:#c0392b;background:#fdecea}
.sev{font-weight:bold;text-transform:uppercase;font-size:10px}
.hint{display:block;color:#555}
button.copy{font:12px ui-monospace,monospace;border:1px solid #bbb;background:#f7f7f7;border-radius:3px;cursor:copy}
button.copy.copied{background:#d4edda}
.file{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px;margin-bottom:12px}
.file[data-findings]{border-color:#c0392b}
img.page{border:1px solid #ccc;max-width:100%;height:auto}
.pages{display:flex;flex-wrap:wrap;gap:8px}.pages figure{margin:0;text-align:center;font-size:12px}
.missing{width:150px;height:100px;border:1px dashed #999;color:#777;font-size:11px;padding:4px}
[hidden]{display:none!important}
"""

SCRIPT = """
(function(){
var $=function(id){return document.getElementById(id)};
var cards=[].slice.call(document.querySelectorAll('article.card'));
var decks=[].slice.call(document.querySelectorAll('section.deck'));
var deck=$('f-deck'),column=$('f-column'),value=$('f-value'),q=$('f-q'),shown=$('f-shown');
var data=cards.map(function(c){return JSON.parse(c.getAttribute('data-values'))});
function has(v,want){return Array.isArray(v)?v.indexOf(want)>=0:v===want}
function fillValues(keep){
  var seen={},list=[];
  data.forEach(function(d,i){
    if(deck.value&&cards[i].getAttribute('data-deck')!==deck.value)return;
    var v=d[column.value];if(v===undefined)return;
    (Array.isArray(v)?v:[v]).forEach(function(x){if(!seen[x]){seen[x]=1;list.push(x)}});
  });
  list.sort(function(a,b){var x=Number(a),y=Number(b);return(a!==''&&b!==''&&!isNaN(x)&&!isNaN(y))?x-y:(a<b?-1:a>b?1:0)});
  value.length=1;
  list.forEach(function(x){var o=document.createElement('option');o.value=x;o.textContent=x===''?'(empty)':x;value.appendChild(o)});
  value.value=list.indexOf(keep)>=0?keep:'';
}
function apply(){
  var words=q.value.toLowerCase().split(/\\s+/).filter(Boolean),n=0;
  cards.forEach(function(c,i){
    var ok=(!deck.value||c.getAttribute('data-deck')===deck.value)
      &&(!column.value||!value.value||has(data[i][column.value],value.value))
      &&words.every(function(w){return c.getAttribute('data-text').indexOf(w)>=0});
    c.hidden=!ok;if(ok)n++;
  });
  decks.forEach(function(s){s.hidden=!s.querySelector('article.card:not([hidden])')&&(!!deck.value||n<cards.length)});
  shown.value=n+' of '+cards.length+' cards';
  var h=[];if(deck.value)h.push('deck='+encodeURIComponent(deck.value));
  if(column.value)h.push('column='+encodeURIComponent(column.value));
  if(value.value)h.push('value='+encodeURIComponent(value.value));
  if(q.value)h.push('q='+encodeURIComponent(q.value));
  if(h.length||/[=]/.test(location.hash))history.replaceState(null,'',h.length?'#'+h.join('&'):location.pathname);
}
function fromHash(){
  var p={};location.hash.replace(/^#/,'').split('&').forEach(function(kv){var i=kv.indexOf('=');
    if(i>0)p[kv.slice(0,i)]=decodeURIComponent(kv.slice(i+1))});
  if(p.deck!==undefined)deck.value=p.deck;if(p.column!==undefined)column.value=p.column;
  fillValues(p.value);if(p.q!==undefined)q.value=p.q;
}
deck.onchange=function(){fillValues(value.value);apply()};
column.onchange=function(){fillValues('');apply()};
value.onchange=apply;q.oninput=apply;
if(/[=]/.test(location.hash)){fromHash();apply()}else fillValues('');
document.addEventListener('click',function(e){
  var b=e.target.closest&&e.target.closest('button.copy');if(!b)return;
  var text=b.getAttribute('data-copy');
  function done(){b.classList.add('copied');setTimeout(function(){b.classList.remove('copied')},900)}
  function fallback(){var t=document.createElement('textarea');t.value=text;document.body.appendChild(t);t.select();
    try{document.execCommand('copy');done()}catch(x){}document.body.removeChild(t)}
  if(navigator.clipboard&&navigator.clipboard.writeText)navigator.clipboard.writeText(text).then(done,fallback);else fallback();
});
})();
"""

_SHOWN = "n+' of '+cards.length+' cards'"


def script(frame: Callable[..., str]) -> str:
    """SCRIPT with the words it writes (the filter's count, an empty value) in the page's language: the
    source's page keeps SCRIPT's bytes."""
    empty = frame("(empty)")
    worded = frame("{shown} of {total} cards", shown="\0n", total="\0t")
    if empty == "(empty)" and worded == "\0n of \0t cards":
        return SCRIPT
    pieces = [{"\0n": "n", "\0t": "cards.length"}.get(part) or json.dumps(part)
              for part in re.split("(\0n|\0t)", worded) if part]
    return SCRIPT.replace("'(empty)'", json.dumps(empty)).replace(_SHOWN, "+".join(pieces) or "''")
