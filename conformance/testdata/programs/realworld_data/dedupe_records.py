contacts = [
    {"name": "John Smith", "email": "JOHN@example.com ", "phone": "555-1234"},
    {"name": "john smith", "email": "john@example.com", "phone": "(555) 1234"},
    {"name": "Jane Doe", "email": "jane@ex.org", "phone": None},
    {"name": "J. Doe", "email": "jane@ex.org", "phone": "555 9999"},
    {"name": "Bob", "email": "", "phone": "5550000"},
    {"name": "Bob", "email": None, "phone": "555-0000"},
]

def norm_email(e):
    return (e or "").strip().lower() or None

def norm_phone(p):
    if not p:
        return None
    digits = "".join(ch for ch in p if ch.isdigit())
    return digits

seen = {}
dupes = []
for c in contacts:
    key = norm_email(c["email"]) or norm_phone(c["phone"])
    if key in seen:
        dupes.append((c["name"], seen[key]["name"]))
        for field, value in c.items():
            if not seen[key].get(field) and value:
                seen[key][field] = value
    else:
        seen[key] = dict(c)
print(f"{len(contacts)} in, {len(seen)} unique, {len(dupes)} duplicates")
for a, b in dupes:
    print(f"  {a!r} merged into {b!r}")
for key, c in seen.items():
    print(key, "->", c)

nums = [3, 1, 3, 2, 1, 5, 2, 3]
print(list(dict.fromkeys(nums)))
print(sorted(set(nums)))
uniq = []
for n in nums:
    if n not in uniq:
        uniq.append(n)
print(uniq)
pairs = [(1, "a"), (2, "b"), (1, "a"), (3, "c"), (2, "b")]
print(list(dict.fromkeys(pairs)))
print({frozenset(p) for p in [(1, 2), (2, 1), (3, 4)]} == {frozenset({1, 2}), frozenset({3, 4})})
print(norm_phone(contacts[1]["phone"]), norm_email("  MiXeD@Case.COM"))
