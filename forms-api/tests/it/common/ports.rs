//! Picking a port for a service started as its own process: shared by the lifecycle tests, the
//! load test, the load benchmark and ssg's rebuild benchmark (which includes this file by path).

/// A free loopback port below the kernel's range for the local ports of outgoing connections
/// (ip_local_port_range, 32768-60999 by default), where the service binds it after this check:
/// a client connection may take a port in that range meanwhile, and port 0 always gives one.
pub fn free_port() -> u16 {
    use std::hash::BuildHasher;
    let below = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|range| range.split_whitespace().next()?.parse::<u16>().ok())
        .filter(|&low| low > 11_000)
        .unwrap_or(32_768);
    for attempt in 0..100u32 {
        let random = std::hash::RandomState::new().hash_one(attempt);
        let port = 10_000 + (random % u64::from(below - 10_000)) as u16;
        if std::net::TcpListener::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
    panic!("no free port between 10000 and {below}");
}
