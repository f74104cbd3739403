import re

def tokens(src):
    spec = [("NUM", r"\d+(?:\.\d+)?"), ("ID", r"[A-Za-z_]\w*"), ("OP", r"[+\-*/=()<>!]=?"), ("STR", r'"[^"]*"'), ("WS", r"\s+"), ("BAD", r".")]
    rx = re.compile("|".join(f"(?P<{n}>{p})" for n, p in spec))
    for m in rx.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        yield kind, m.group()

def explain(tok):
    match tok:
        case ("NUM", v) if "." in v:
            return f"float {float(v)}"
        case ("NUM", v):
            return f"int {int(v)}"
        case ("ID", "if" | "else" | "while" | "let" as kw):
            return f"keyword {kw}"
        case ("ID", name):
            return f"name {name}"
        case ("OP", "==" | "!=" | "<=" | ">=" | "<" | ">" as op):
            return f"comparison {op}"
        case ("OP", op):
            return f"operator {op}"
        case ("STR", s):
            return f"string of {len(s) - 2} chars"
        case (kind, v):
            return f"{kind.lower()} {v!r}"

src = 'let total = price * 1.08 + 3\nif total >= 100 print("big spender") else x != y ~ $'
for t in tokens(src):
    print(f"{str(t):<24} {explain(t)}")
