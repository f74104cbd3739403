class Outer:
    value = 10
    class Inner:
        value = 20
        def get(self): return self.value
    def make(self): return self.Inner()
print(Outer().make().get(), Outer.Inner.value)
