# traceback: full
import re
import math

ALLOWED = {"sqrt": math.sqrt, "log": math.log, "sin": math.sin, "pi": math.pi, "e": math.e, "abs": abs, "round": round}
TOKEN = re.compile(r"\s*(\d+(?:\.\d*)?|[A-Za-z_]\w*|\*\*|[-+*/(),])")

def tokenize(expr):
    pos, out = 0, []
    expr = expr.rstrip()
    while pos < len(expr):
        m = TOKEN.match(expr, pos)
        if not m:
            raise SyntaxError(f"bad input at {pos}: {expr[pos:]!r}")
        out.append(m.group(1))
        pos = m.end()
    return out

def evaluate(tokens):
    def parse_expr(i):
        val, i = parse_term(i)
        while i < len(tokens) and tokens[i] in "+-":
            op = tokens[i]
            rhs, i = parse_term(i + 1)
            val = val + rhs if op == "+" else val - rhs
        return val, i
    def parse_term(i):
        val, i = parse_power(i)
        while i < len(tokens) and tokens[i] in ("*", "/"):
            op = tokens[i]
            rhs, i = parse_power(i + 1)
            val = val * rhs if op == "*" else val / rhs
        return val, i
    def parse_power(i):
        base, i = parse_atom(i)
        if i < len(tokens) and tokens[i] == "**":
            exp, i = parse_power(i + 1)
            return base ** exp, i
        return base, i
    def parse_atom(i):
        tok = tokens[i]
        if tok == "-":
            v, i = parse_atom(i + 1)
            return -v, i
        if tok == "(":
            v, i = parse_expr(i + 1)
            return v, i + 1
        if re.fullmatch(r"\d+(?:\.\d*)?", tok):
            return (float(tok) if "." in tok else int(tok)), i + 1
        if tok in ALLOWED:
            obj = ALLOWED[tok]
            if callable(obj):
                args = []
                i += 2
                while tokens[i] != ")":
                    v, i = parse_expr(i)
                    args.append(v)
                    if tokens[i] == ",":
                        i += 1
                return obj(*args), i + 1
            return obj, i + 1
        raise NameError(f"name {tok!r} is not allowed")
    value, i = parse_expr(0)
    if i != len(tokens):
        raise SyntaxError(f"unexpected token {tokens[i]!r}")
    return value

for expr in ["2 + 3 * 4", "(2 + 3) * 4", "2 ** 3 ** 2", "sqrt(16) + abs(-3)", "round(pi, 3)", "log(e)", "-2 ** 2",
             "10 / 4", "sin(0) + 1.5", "1 +", "__import__", "2 $ 3"]:
    try:
        print(f"{expr:<20} = {evaluate(tokenize(expr))!r}")
    except (SyntaxError, NameError, IndexError) as exc:
        print(f"{expr:<20} ! {type(exc).__name__}: {exc}")
print(evaluate(tokenize("sqrt(-1)")))
