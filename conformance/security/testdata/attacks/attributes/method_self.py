# attack: [].append.__self__
# table: __self__ of a bound method is the object the program bound; walking on is refused at __subclasses__
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: [] True
l = []
print([].append.__self__, l.append.__self__ is l)
l.append.__self__.__class__.__subclasses__()
