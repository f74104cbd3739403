# attack: A.__init__.__globals__ (reading __init__ as a value is refused; only calls are allowed)
# ref: CVE-2025-9959 shape
# table: __init__ is readable as a value (the program's own function); its __globals__ is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: __init__
class A:
    def __init__(self):
        pass
print(A.__init__.__name__)
A.__init__.__globals__
