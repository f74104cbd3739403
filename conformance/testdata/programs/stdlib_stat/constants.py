import stat
names = ['FILE_ATTRIBUTE_ARCHIVE', 'SF_APPEND', 'ST_ATIME', 'ST_MODE', 'ST_SIZE', 'S_ENFMT', 'S_IEXEC', 'S_IFBLK', 'S_IFCHR', 'S_IFDIR', 'S_IFDOOR', 'S_IFIFO', 'S_IFLNK', 'S_IFPORT', 'S_IFREG', 'S_IFSOCK', 'S_IFWHT', 'S_IREAD', 'S_IRGRP', 'S_IROTH', 'S_IRUSR', 'S_IRWXG', 'S_IRWXO', 'S_IRWXU', 'S_ISGID', 'S_ISUID', 'S_ISVTX', 'S_IWGRP', 'S_IWOTH', 'S_IWRITE', 'S_IWUSR', 'S_IXGRP', 'S_IXOTH', 'S_IXUSR', 'UF_APPEND', 'UF_HIDDEN', 'UF_NODUMP']
print([(n, getattr(stat, n)) for n in names])
print(oct(stat.S_IRWXU | stat.S_IRGRP), stat.S_IFMT(0o100644) == stat.S_IFREG)
