# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import re
def slugify(title):
    s = title.lower()
    s = re.sub(r"[^a-z0-9\s-]", "", s)
    s = re.sub(r"[\s-]+", "-", s).strip("-")
    return s
titles = ["Hello, World!", "  Python 3.11: What's New?  ", "Agents & Tools -- A Guide", "100% Pure"]
for t in titles:
    print(f"{t!r} -> {slugify(t)}")
camel = "parseHTTPResponseCode"
snake = re.sub(r"(?<!^)(?=[A-Z][a-z])", "_", camel).lower()
print(snake)
print(re.split(r"[;,]\s*", "a, b;c ,d"))
