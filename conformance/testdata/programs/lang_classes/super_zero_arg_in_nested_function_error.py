class A:
    def m(self): return 'A.m'
class B(A):
    def m(self):
        def helper():
            return super().m()
        try:
            return helper()
        except RuntimeError as e:
            return 'RuntimeError: ' + str(e)
print(B().m())
