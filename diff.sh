#!/bin/bash
# diff errors vs start
export PYTHONPATH=/tmp/s13social
cd /work/main/tests/data && /work/devvenv/bin/python /work/tools12/errs.py /tmp/s13social observations*.jsonl > /tmp/s13work/errs_now.jsonl 2>/dev/null
/work/devvenv/bin/python - <<'PY'
import json
def load(p):
    d={}
    for l in open(p):
        x=json.loads(l); d[(x['file'],x['text'])]=x
    return d
a=load('/work/tools13/errs_start.jsonl'); b=load('/tmp/s13work/errs_now.jsonl')
for k in sorted(set(a)|set(b)):
    ea=a.get(k,{}); eb=b.get(k,{})
    for f in ('fp','fn','leak'):
        sa=set(ea.get(f,[])); sb=set(eb.get(f,[]))
        for x in sb-sa: print('NEW', f, x, '|', (eb or ea)['observer'], '|', k[1][:160])
        for x in sa-sb: print('fixed', f, x, '|', (ea or eb)['observer'], '|', k[1][:160])
PY
