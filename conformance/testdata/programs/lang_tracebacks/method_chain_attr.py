# traceback: full
class Query:
    def __init__(self, rows):
        self.rows = rows
    def where(self, pred):
        return Query([r for r in self.rows if pred(r)])
    def first(self):
        return self.rows[0]
q = Query([{'a': 1}, {'a': 2}])
print(q.where(lambda r: r['a'] > 1).first())
print(q.where(lambda r: r['a'] > 5).first())
