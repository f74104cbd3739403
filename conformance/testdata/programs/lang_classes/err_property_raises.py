# traceback: full
class Account:
    def __init__(self, bal):
        self.bal = bal
    @property
    def ratio(self):
        return 100 / self.bal
a = Account(0)
print('start')
print(a.ratio)
