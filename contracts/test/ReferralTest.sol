// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Reader} from "../src/Reader.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IReferralRegistry} from "../src/interfaces/IReferralRegistry.sol";

/// @notice Referral codes, the trader discount and the referrer's share of trading fees.
contract ReferralTest is Fixture {
    bytes32 internal constant CODE = "ALPHA";
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 10_000e6);
        _fund(bob, 10_000e6);
    }

    // ------------------------------------------------------------------ registry

    function test_RegisterCode() public {
        assertEq(referrals.referralCodes(CODE), address(0));
        vm.expectEmit(true, true, false, false, address(referrals));
        emit IReferralRegistry.CodeRegistered(CODE, referrer);
        vm.prank(referrer);
        referrals.registerCode(CODE);
        assertEq(referrals.referralCodes(CODE), referrer);
    }

    function test_RegisterCode_RevertsOnZeroCode() public {
        vm.prank(referrer);
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.InvalidCode.selector));
        referrals.registerCode(bytes32(0));
    }

    function test_RegisterCode_RevertsWhenClaimed() public {
        vm.prank(referrer);
        referrals.registerCode(CODE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.CodeAlreadyClaimed.selector, CODE, referrer));
        referrals.registerCode(CODE);
        vm.prank(referrer);
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.CodeAlreadyClaimed.selector, CODE, referrer));
        referrals.registerCode(CODE);
    }

    function test_SetTraderReferralCode() public {
        vm.prank(referrer);
        referrals.registerCode(CODE);
        vm.prank(bob);
        referrals.registerCode("BETA");
        vm.expectEmit(true, true, false, false, address(referrals));
        emit IReferralRegistry.TraderReferralCodeSet(alice, CODE);
        vm.prank(alice);
        referrals.setTraderReferralCode(CODE);
        assertEq(referrals.userReferrals(alice), CODE);
        vm.prank(alice);
        referrals.setTraderReferralCode("BETA");
        assertEq(referrals.userReferrals(alice), bytes32("BETA"), "a trader may switch codes");
    }

    function test_SetTraderReferralCode_Reverts() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.InvalidCode.selector));
        referrals.setTraderReferralCode(bytes32(0));
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.CodeNotClaimed.selector, CODE));
        referrals.setTraderReferralCode(CODE);
        referrals.registerCode(CODE);
        vm.expectRevert(abi.encodeWithSelector(IReferralRegistry.OwnCode.selector, CODE));
        referrals.setTraderReferralCode(CODE);
        vm.stopPrank();
        assertEq(referrals.userReferrals(alice), bytes32(0));
    }

    // ------------------------------------------------------------------ fees

    function _useCode(address trader) internal {
        if (referrals.referralCodes(CODE) == address(0)) {
            vm.prank(referrer);
            referrals.registerCode(CODE);
        }
        vm.prank(trader);
        referrals.setTraderReferralCode(CODE);
    }

    function _placeWithRefer(address trader, address refer) internal returns (uint256 id) {
        vm.prank(trader);
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), refer);
        id = vault.lastPosId();
        _pushAgain();
    }

    function test_ReferralShareAndDiscount_OnOpenAndClose() public {
        _useCode(alice);
        uint256 id = _placeWithRefer(alice, referrer);
        uint256 fee = 8e30 - 8e30 * TRADER_DISCOUNT / BPS; // 7.2
        assertEq(vault.getOrder(id).fee, fee, "discounted opening fee reserved");
        assertEq(vault.marginBalance(alice), 10_000e30 - COLL - fee);

        uint256 share = fee * REFERRER_SHARE / BPS; // 1.44
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.ReferralPaid(id, referrer, share);
        _exec(id);
        assertEq(vault.marginBalance(referrer), share, "paid into the refer's margin wallet");
        assertEq(vault.feeReserve(), fee - share);

        _requestDecrease(alice, id, SIZE, 0);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.ReferralPaid(id, referrer, share);
        _exec(id);
        assertEq(vault.marginBalance(referrer), 2 * share);
        assertEq(vault.feeReserve(), 2 * (fee - share));
        assertEq(vault.marginBalance(alice), 10_000e30 - 2 * fee);

        vm.prank(referrer);
        vault.withdraw(address(usdc), 2e6);
        assertEq(usdc.balanceOf(referrer), 2e6);
        _assertStableAccounting();
    }

    function test_ReferWithoutTraderCode_Rejected() public {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidReferrer.selector, carol, address(0)));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), carol);
    }

    function test_ReferOtherThanCodeOwner_Rejected() public {
        _useCode(bob);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidReferrer.selector, bob, referrer));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), bob);
        assertEq(vault.referrerOf(bob), referrer);
        assertEq(vault.referrerOf(carol), address(0));
    }

    function test_CodeOwnerPaidWithoutRefer() public {
        _useCode(bob);
        uint256 id = _placeWithRefer(bob, address(0));
        assertEq(vault.getPosition(id).refer, referrer, "the payee comes from the registry, not the caller");
        _exec(id);
        assertEq(vault.marginBalance(referrer), 1.44e30, "20% of the discounted 7.2");
        assertEq(vault.feeReserve(), 5.76e30);
    }

    /// @notice The payee is fixed when the order is created: a trader who switches codes later
    /// pays the closing fee's share to the code they opened under, with the same discount.
    function test_PayeeFixedAtCreation() public {
        _useCode(alice);
        uint256 id = _placeWithRefer(alice, referrer);
        _exec(id);
        vm.prank(bob);
        referrals.registerCode("BETA");
        vm.prank(alice);
        referrals.setTraderReferralCode("BETA");
        uint256 before = vault.marginBalance(referrer);
        _requestDecrease(alice, id, SIZE, 0);
        _exec(id);
        assertEq(vault.marginBalance(referrer) - before, 1.44e30);
        assertEq(vault.marginBalance(bob), 10_000e30, "the new code's owner gets nothing of this position");
    }

    function test_NoReferralPaidOnCanceledOrder() public {
        _useCode(bob);
        uint256 id = _placeWithRefer(bob, referrer);
        _setPrice(BTC, 70_000e30);
        _exec(id);
        assertEq(vault.marginBalance(referrer), 0);
        assertEq(vault.feeReserve(), 0);
        assertEq(vault.marginBalance(bob), 10_000e30);
    }

    function test_ReaderShowsDiscountedFees() public {
        _useCode(alice);
        (Reader.Summary memory s, Reader.MarketInfo[] memory m) = reader.getMarkets(alice);
        assertEq(s.referralCode, CODE);
        assertEq(s.traderDiscount, TRADER_DISCOUNT);
        assertEq(m[1].longFee, 90, "ETH long 100 less 10%");
        assertEq(m[1].shortFee, 108);
        (, m) = reader.getMarkets(bob);
        assertEq(m[1].longFee, 100);
    }

    function testFuzz_FeeSplit(uint256 size, uint256 share, uint256 discount, bool withCode) public {
        size = bound(size, COLL, 50_000e30);
        share = bound(share, 0, BPS / 2);
        discount = bound(discount, 0, BPS / 2);
        vm.prank(deployer);
        settings.setReferralTerms(share, discount);
        if (withCode) _useCode(alice);
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, size), withCode ? referrer : address(0)
        );
        uint256 id = vault.lastPosId();
        _exec(id);
        uint256 fee = size * 80 / BPS;
        if (withCode) fee -= fee * discount / BPS;
        uint256 paid = withCode ? fee * share / BPS : 0;
        assertEq(vault.marginBalance(referrer), paid);
        assertEq(vault.feeReserve(), fee - paid);
        assertEq(vault.marginBalance(alice), 10_000e30 - COLL - fee);
        _assertStableAccounting();
    }
}
