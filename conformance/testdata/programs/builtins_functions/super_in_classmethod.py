class A:
    @classmethod
    def create(cls): return f'A.create for {cls.__name__}'
class B(A):
    @classmethod
    def create(cls): return 'B then ' + super().create()
print(B.create())
