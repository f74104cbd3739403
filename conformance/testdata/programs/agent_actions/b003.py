# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps): the error messages and reprs an agent reads back.
text = "Name: Alice; Age: 30\nName: Bob; Age: 25\nName: ; Age: x\n"
people = []
for lineno, line in enumerate(text.strip().splitlines(), 1):
    try:
        parts = dict(p.split(": ") for p in line.split("; "))
        name = parts["Name"] or None
        if name is None:
            raise ValueError(f"line {lineno}: empty name")
        people.append((name, int(parts["Age"])))
    except ValueError as e:
        print("skipped:", e)
print(people)
print(sorted(people, key=lambda p: p[1]))
print(dict(people), list(zip(*people)))
print("{:>10}|{:<5}|".format(*people[0]), "%s is %d" % people[1])
words = "the cat sat on the mat".split()
print({w: words.count(w) for w in words}, sorted(set(words), key=words.index))
print(" ".join(w.capitalize() for w in words), "-".join(reversed(words)), words[::-1][:2])
