factor = 2
class Scaler:
    factor = 100
    def scale(self, x):
        return x * factor
    def scale_cls(self, x):
        return x * self.factor
print(Scaler().scale(3), Scaler().scale_cls(3))
