# Indexing and slicing with __index__ methods that change the sequence
# (issue 14 items 5 and 8): the length is read after they run.
def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


class Clear:
    def __init__(self, seq, value=0):
        self.seq, self.value = seq, value
    def __index__(self):
        self.seq.clear()
        return self.value


lst = [1, 2, 3]
attempt("getitem", lambda: lst[Clear(lst)])
lst = [1, 2, 3]
def setitem():
    lst[Clear(lst)] = 5
    return lst
attempt("setitem", setitem)
lst = [1, 2, 3]
def delitem():
    del lst[Clear(lst)]
    return lst
attempt("delitem", delitem)
lst = [1, 2, 3]
def insert():
    lst.insert(Clear(lst, 1), 9)
    return lst
attempt("insert", insert)
lst = [1, 2, 3]
attempt("pop", lambda: lst.pop(Clear(lst)))
lst = [1, 2, 3]
attempt("index", lambda: lst.index(2, Clear(lst)))
lst = [1, 2, 3, 4]
attempt("slice", lambda: lst[Clear(lst, 1):3])
lst = list(range(10))
def slice_assign():
    lst[Clear(lst, 2):] = [1]
    return lst
attempt("slice assign", slice_assign)
lst = list(range(10))
def ext_assign():
    lst[::Clear(lst, 2)] = [1, 2, 3, 4, 5]
    return lst
attempt("extended assign", ext_assign)
lst = list(range(10))
def slice_del():
    del lst[Clear(lst, 2)::2]
    return lst
attempt("slice del", slice_del)
ba = bytearray(range(10))
def ba_del():
    del ba[Clear(ba, 1):8]
    return ba
attempt("bytearray del", ba_del)
ba = bytearray(range(10))
def ba_del_step():
    del ba[::Clear(ba, 2)]
    return ba
attempt("bytearray del step", ba_del_step)
ba = bytearray(b"abcdef")
attempt("bytearray getitem", lambda: ba[Clear(ba, 1):4])
ba = bytearray(b"abcdef")
attempt("bytearray index", lambda: ba[Clear(ba, 1)])
t = (1, 2, 3)
attempt("tuple slice", lambda: t[Clear([], 1):])
attempt("range slice", lambda: range(10)[Clear([], 2):8])
attempt("str slice", lambda: "abcdef"[Clear([], 2):])


class Growing:
    def __iter__(self):
        lst.extend([7, 7])
        return iter([0])


lst = [1, 2, 3]
def assign_growing():
    lst[1:2] = Growing()
    return lst
attempt("assign growing", assign_growing)


class Eq:
    def __eq__(self, other):
        lst.clear()
        return False


lst = [1, 2, 3]
attempt("in", lambda: Eq() in lst)
lst = [1, 2, 3]
attempt("count", lambda: lst.count(Eq()))
lst = [1, 2, 3]
attempt("remove", lambda: lst.remove(Eq()))
lst = [1, 2, 3]
attempt("==", lambda: lst == [Eq(), 2, 3])
lst = [1, 2, 3]
attempt("<", lambda: [Eq(), 2, 3] < lst)


class Rep:
    def __repr__(self):
        lst.clear()
        return "Rep"


lst = [Rep(), Rep(), Rep()]
attempt("repr", lambda: repr(lst))
