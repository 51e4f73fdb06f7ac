"""Peak memory of a child process, measured by the child itself.

`resource.getrusage(RUSAGE_SELF).ru_maxrss` is wrong here: Python starts
children with vfork, and Linux carries the parent's high-water mark across
exec, so a child of a 400 MiB pytest process reports 400 MiB whatever it does.
/proc/self/status's VmHWM belongs to the new program's own memory map.
"""

PEAK_KIB = (
    "def peak_kib():\n"
    "    try:\n"
    "        with open('/proc/self/status') as status:\n"
    "            for line in status:\n"
    "                if line.startswith('VmHWM:'):\n"
    "                    return int(line.split()[1])\n"
    "    except OSError:\n"
    "        pass\n"
    "    import resource\n"
    "    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
)
