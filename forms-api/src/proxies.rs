//! The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` the service believes:
//! single addresses or ranges, written as operators write them (`10.0.0.0/8, 127.0.0.1 ::1`).

use std::net::IpAddr;

use ipnet::IpNet;

/// One `--trusted-proxy` value or the `TRUSTED_PROXIES` variable: any number of addresses and
/// ranges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proxies(pub Vec<IpNet>);

/// Parse addresses and CIDR ranges separated by commas and blanks; an address alone is a range
/// of one.
pub fn parse(text: &str) -> Result<Proxies, String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse::<IpNet>().or_else(|_| item.parse::<IpAddr>().map(IpNet::from)).map_err(
                |_| format!("{item} is neither an IP address nor a range such as 10.0.0.0/8"),
            )
        })
        .collect::<Result<_, _>>()
        .map(Proxies)
}

/// Whether `peer` is one of the trusted proxies; an IPv4 peer seen as IPv6 (`::ffff:10.0.0.1`)
/// counts as its IPv4 address.
pub fn is_trusted(trusted: &[IpNet], peer: IpAddr) -> bool {
    let peer = match peer {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(peer, IpAddr::V4),
        v4 => v4,
    };
    trusted.iter().any(|range| range.contains(&peer))
}

/// Every range of every value given.
pub fn flatten(values: &[Proxies]) -> Vec<IpNet> {
    values.iter().flat_map(|p| p.0.iter().copied()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_and_ranges_with_any_separator() {
        let proxies = parse("10.0.0.0/8, 127.0.0.1 ::1,,fd00::/8").unwrap().0;
        assert_eq!(proxies.len(), 4);
        let trusted = |ip: &str| is_trusted(&proxies, ip.parse().unwrap());
        assert!(trusted("10.20.30.40"));
        assert!(trusted("127.0.0.1"));
        assert!(trusted("::1"));
        assert!(trusted("::ffff:10.1.2.3"));
        assert!(trusted("fd12::1"));
        assert!(!trusted("127.0.0.2"));
        assert!(!trusted("192.0.2.1"));
    }

    #[test]
    fn nonsense_is_named() {
        let error = parse("127.0.0.1, localhost").unwrap_err();
        assert!(error.starts_with("localhost is neither"), "{error}");
        assert!(parse("10.0.0.0/33").is_err());
    }
}
