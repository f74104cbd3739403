# traceback: full
# krait-run: --allow-import operator
import operator
import math

OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
       "//": operator.floordiv, "%": operator.mod, "**": operator.pow}
FUNCS = {"sqrt": math.sqrt, "abs": abs, "neg": operator.neg, "fact": math.factorial}

def rpn(expr):
    stack = []
    for tok in expr.split():
        if tok in OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(OPS[tok](a, b))
        elif tok in FUNCS:
            stack.append(FUNCS[tok](stack.pop()))
        elif tok == "dup":
            stack.append(stack[-1])
        elif tok == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    if len(stack) != 1:
        raise ValueError(f"malformed expression, stack={stack}")
    return stack[0]

tests = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 10 **", "7 2 //", "7 2 /", "-7 2 %", "16 sqrt", "5 fact neg abs",
         "3 dup *", "1 2 swap -", "2.5 2 *", "1 2 3", "1 +", "4 0 /"]
for t in tests:
    try:
        print(f"{t:<22} => {rpn(t)!r}")
    except IndexError as e:
        print(f"{t:<22} => stack underflow ({e})")
    except ZeroDivisionError as e:
        print(f"{t:<22} => {type(e).__name__}: {e}")
    except ValueError as e:
        print(f"{t:<22} => {e}")
print(rpn("-1 sqrt"))
