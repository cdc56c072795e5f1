import sys, json, glob, collections, re
sys.path.insert(0, '/tmp/s13social')
import engine
from engine.perception import perceive
lex = engine.load_ruleset('physiology').lexicon
pat = sys.argv[1] if len(sys.argv)>1 else None
st = collections.defaultdict(lambda: [0,0])
rows=collections.defaultdict(list)
for f in sorted(glob.glob('/work/main/tests/data/observations*.jsonl')):
    for l in open(f):
        d = json.loads(l)
        evs = [e for e in perceive(d['text'], lex, observer=d['observer']) if e.kind=='socialize' and e.is_actual_self]
        lab = 'socialized' in d['self_events']
        for t in set(e.term for e in evs):
            st[t][0 if lab else 1]+=1
            rows[t].append(('TP' if lab else 'FP')+' '+d['observer']+' | '+d['text'][:150])
for t,(a,b) in sorted(st.items(), key=lambda x:-x[1][1]):
    print(f'{t:25s} tp {a:4d} fp {b:3d}')
if pat:
    for r in rows[pat]: print(r)
