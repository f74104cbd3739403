# krait-run: --allow-import json
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import json
response = {"status": "ok", "data": {"items": [{"id": 1, "score": 0.87, "label": "cat"}, {"id": 2, "score": 0.42, "label": "dog"}, {"id": 3, "score": 0.95, "label": "cat"}], "next": None}}
items = response["data"]["items"]
confident = [i for i in items if i["score"] >= 0.5]
print(f"{len(confident)} confident predictions:")
for i in confident:
    print(f"  #{i['id']}: {i['label']} ({i['score']:.0%})")
labels = {}
for i in items:
    labels[i["label"]] = labels.get(i["label"], []) + [i["score"]]
print({k: round(sum(v) / len(v), 3) for k, v in labels.items()})
print(response["data"].get("next") or "no more pages")
print(json.dumps(response["data"]["items"][0]), json.dumps(None), json.dumps([1.0, float("inf")]))
print(json.dumps({"é": "ü"}), json.dumps({"é": "ü"}, ensure_ascii=False))
