# traceback: full
# xfail: krait run prints SyntaxError.Report(), which underlines the whole range of an IndentationError; CPython draws one caret (cmd/krait fileSyntaxErrorReport has the CPython layout)
def f(x):
return x * 2

print(f(3))
