print("start")
def g(*, k): return k
g()
