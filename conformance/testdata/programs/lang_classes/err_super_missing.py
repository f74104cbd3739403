# traceback: full
class A:
    pass
class B(A):
    def run(self):
        return super().run()
B().run()
