# attack: a blocked component below an authorized package (collections.os)
# imports: collections.*
# expect: policy import
# message: Import of collections.os is not allowed
import collections.os
