class A:
    v = 10
    def get(self):
        try:
            return v
        except NameError as e:
            return str(e)
    lst = [v * 2 for _ in range(2)] if False else None
print(A().get())
