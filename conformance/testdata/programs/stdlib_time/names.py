import time
names = ['altzone', 'asctime', 'ctime', 'daylight', 'get_clock_info', 'gmtime', 'localtime', 'mktime', 'monotonic', 'monotonic_ns', 'perf_counter', 'perf_counter_ns', 'process_time', 'process_time_ns', 'sleep', 'strftime', 'strptime', 'struct_time', 'thread_time', 'thread_time_ns', 'time', 'time_ns', 'timezone', 'tzname', 'tzset', 'clock_gettime', 'clock_gettime_ns', 'clock_getres', 'CLOCK_REALTIME', 'CLOCK_MONOTONIC']
print(len(names), [n for n in names if not hasattr(time, n)])
