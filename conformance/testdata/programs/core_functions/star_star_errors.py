class A:
    def m(self, **k):
        pass
try:
    A().m(**[1])
except TypeError as e:
    print(e)
try:
    print(**[1])
except TypeError as e:
    print(e)
try:
    dict(**[1])
except TypeError as e:
    print(e)
