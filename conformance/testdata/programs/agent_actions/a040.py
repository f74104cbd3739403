# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def flatten(d, parent=""):
    items = {}
    for k, v in d.items():
        key = f"{parent}.{k}" if parent else k
        if isinstance(v, dict):
            items.update(flatten(v, key))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                if isinstance(x, dict):
                    items.update(flatten(x, f"{key}[{i}]"))
                else:
                    items[f"{key}[{i}]"] = x
        else:
            items[key] = v
    return items
nested = {"user": {"id": 7, "profile": {"name": "Ana", "langs": ["py", "go"]}}, "roles": [{"name": "admin"}, {"name": "dev"}], "active": True}
for k, v in flatten(nested).items():
    print(f"{k} = {v!r}")
