import sys, json
sys.path.insert(0, '/tmp/s13social')
import engine
from engine.perception import perceive
lex = engine.load_ruleset('physiology').lexicon
def show(text, obs):
    evs = perceive(text, lex, observer=obs)
    return [(e.kind, e.subject, e.negated, e.mode, e.term, round(e.strength,2)) for e in evs if e.kind=='socialize']
if __name__ == '__main__':
    for l in open('/work/tools13/errs_start.jsonl'):
        d = json.loads(l)
        t = ('FP' if 'socialized' in d['fp'] else '') + ('FN' if 'socialized' in d['fn'] else '')
        if t:
            print(t, d['observer'], '|', d['text'][:110]); print('    ', show(d['text'], d['observer']))
