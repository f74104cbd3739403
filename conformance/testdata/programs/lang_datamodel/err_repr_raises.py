# traceback: full
class Broken:
    def __repr__(self):
        return 'B' + self.name
items = [Broken()]
print(items)
