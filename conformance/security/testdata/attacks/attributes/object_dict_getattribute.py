# attack: object.__dict__['__getattribute__'] / type.__dict__['__subclasses__'] — method objects withheld by the table, fetched from the namespace
# table: class __dict__ hides the names the checkpoint refuses
# expect: python KeyError
# message: '__subclasses__'
# output: False False False
print('__getattribute__' in object.__dict__, '__setattr__' in vars(object), '__reduce_ex__' in vars(object))
type.__dict__['__subclasses__']
