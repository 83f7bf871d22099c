#!/bin/sh
# the figures of the report: dev/held/all (totals only for held and all), fresh, blind, score.py corrections
cd /work/wt-correct
for p in dev held all; do echo "== $p"; .venv/bin/python bench/corrections.py --part $p | grep -E '^(real|blind|fresh)'; done
python3 /work/shared/eval/score.py --cmd $PWD/.venv/bin/reflexion --only corrections 2>&1 | grep -E '"(recall|precision|missed|false_alarms)"' 
