# krait-run: --allow-import json
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import json
raw = '{"users": [{"name": "Ana", "age": 31, "tags": ["admin", "dev"]}, {"name": "Ben", "age": 25, "tags": []}, {"name": "Cleo", "age": 42, "tags": ["dev"]}]}'
data = json.loads(raw)
users = data["users"]
avg_age = sum(u["age"] for u in users) / len(users)
print(f"Average age: {avg_age:.1f}")
devs = [u["name"] for u in users if "dev" in u["tags"]]
print("Developers:", ", ".join(devs))
summary = {"count": len(users), "average_age": round(avg_age, 2), "developers": devs}
print(json.dumps(summary, indent=2))
print(json.dumps(users[0], sort_keys=True))
