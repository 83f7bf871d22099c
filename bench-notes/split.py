import hashlib, json, sys
src = "tests/data/recall/prompts.jsonl"
dev, held = [], []
for line in open(src, encoding="utf-8"):
    if not line.strip(): continue
    item = json.loads(line)
    h = int(hashlib.sha256(item["id"].encode()).hexdigest(), 16) % 100
    (dev if h < 60 else held).append(line.rstrip("\n"))
open("/tmp/dev.jsonl","w").write("\n".join(dev)+"\n")
open("/tmp/held.jsonl","w").write("\n".join(held)+"\n")
print(len(dev), len(held))
