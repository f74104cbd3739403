# attack: functools.wraps(type, assigned=('__getattribute__',)) hands out type.__getattribute__, which then reads anything by name (issue 14 item 7)
# imports: functools
# requires: functools
# table: __getattribute__ is call-only: names the caller passes to update_wrapper go through the checkpoint as a read
# expect: policy dunder
# message: Forbidden access to dunder attribute: __getattribute__
import functools
def f():
    pass
g = functools.wraps(type, assigned=('__getattribute__',))(f)
g.__getattribute__(int, '__subclasses__')
