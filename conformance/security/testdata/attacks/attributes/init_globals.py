# attack: A.__init__.__globals__ (reading __init__ as a value is refused; only calls are allowed)
# ref: CVE-2025-9959 shape
# expect: policy dunder
# message: Forbidden access to dunder attribute: __init__
class A:
    def __init__(self):
        pass
A.__init__.__globals__
