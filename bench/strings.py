# String building and methods: join, split, replace, upper, find, strip.
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
parts = []
for i in range(150000):
    w = words[i % 8]
    s = w.upper() + "-" + str(i) + " "
    if s.startswith("G") or "TA" in s:
        s = s.replace("A", "a")
    parts.append(s.strip())
text = ",".join(parts)
fields = text.split(",")
count = 0
for f in fields:
    if f.find("a") >= 0:
        count += 1
    count += len(f.lower().split("-")[0])
acc = ""
for i in range(50000):
    acc += chr(97 + i % 26)
print(len(text), len(fields), count, acc.count("abc"), hash(text) == hash(text))
