class A:
    def __init__(self):
        return 5
try:
    A()
except TypeError as e:
    print(e)
