# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def run_length_encode(s):
    if not s:
        return ""
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}")
            prev, count = ch, 1
    out.append(f"{count}{prev}")
    return "".join(out)
import re
def run_length_decode(s):
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))
for s in ["aaabccdddd", "abc", "zzzzzzzzzzzz", ""]:
    e = run_length_encode(s)
    print(repr(s), "->", repr(e), "->", repr(run_length_decode(e)))
