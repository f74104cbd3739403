# traceback: full
import re

TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")

class ParseError(Exception):
    pass

def tokenize(s):
    for num, op in TOKEN.findall(s):
        if num:
            yield ("NUM", float(num) if "." in num else int(num))
        elif op.strip():
            yield ("OP", op)
    yield ("EOF", None)

class Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def next(self):
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def expect(self, value):
        kind, v = self.next()
        if v != value:
            raise ParseError(f"expected {value!r}, got {v!r} at token {self.pos}")

    def expr(self):
        left = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.next()[1]
            right = self.term()
            left = left + right if op == "+" else left - right
        return left

    def term(self):
        left = self.factor()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.next()[1]
            right = self.factor()
            if op == "*":
                left *= right
            elif op == "/":
                left /= right
            else:
                left %= right
        return left

    def factor(self):
        base = self.unary()
        if self.peek()[1] == "^":
            self.next()
            return base ** self.factor()
        return base

    def unary(self):
        if self.peek()[1] == "-":
            self.next()
            return -self.unary()
        kind, v = self.next()
        if kind == "NUM":
            return v
        if v == "(":
            val = self.expr()
            self.expect(")")
            return val
        raise ParseError(f"unexpected {v!r}")

def evaluate(text):
    p = Parser(text)
    v = p.expr()
    if p.peek()[0] != "EOF":
        raise ParseError(f"trailing input at {p.peek()[1]!r}")
    return v

for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "7 % 3 * 2.5", "((2))", "2 * (3 + 4", "3 + * 4", "1 2"]:
    try:
        print(f"{e:<14} = {evaluate(e)}")
    except ParseError as err:
        print(f"{e:<14} ! {err}")
print(list(tokenize("3.5*x")))
print(evaluate("10 / (5 - 5)"))
