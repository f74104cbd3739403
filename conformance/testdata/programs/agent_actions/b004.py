# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps): the error messages and reprs an agent reads back.
import re
s = "Order #123 shipped 2024-03-05; order #456 pending; #789 cancelled 2024-04-01"
print(re.findall(r"#(\d+)", s))
for m in re.finditer(r"#(?P<id>\d+)\s+(?P<status>\w+)(?:\s+(?P<date>[\d-]+))?", s):
    print(m.group("id"), m.group("status"), m.group("date"), m.span())
print(re.sub(r"#(\d+)", lambda m: f"<{int(m.group(1)) * 2}>", s))
print(re.split(r"\s*;\s*", s))
print(re.search(r"pending", s).start(), re.match(r"Order", s) is not None, re.match(r"order", s))
print(re.findall(r"(\w)(\d)", "a1 b2 c3"), re.sub(r"\s+", " ", "a   b \t c"), re.escape("1+1=2?"))
pat = re.compile(r"(?i)ORDER")
print(pat.findall(s), pat.pattern, bool(pat.search("no")))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
