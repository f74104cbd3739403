# attack: [].append.__self__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __self__
[].append.__self__
