; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 37247
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun slice (Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x100 (relu (concat ax X Y))))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x96 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x90 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x84 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x78 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x72 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x66 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x59 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x52 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x45 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x38 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x31 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x25 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x7 (>= ax 0)))
 (let (($x98 (and $x7 (>= (- (- (rank X) 1) ax) 0) $x7 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x25 $x31 $x38 $x45 $x52 $x59 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x66) (=> (> (- (- (rank X) 1) ax) 1) $x72) (=> (> (- (- (rank X) 1) ax) 2) $x78) (=> (> (- (- (rank X) 1) ax) 3) $x84) (=> (> (- (- (rank X) 1) ax) 4) $x90) (=> (> (- (- (rank X) 1) ax) 5) $x96))))
 (=> $x98 $x104)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x189 (relu (slice ax s e X))))
 (let ((?x144 (slice ax s e (relu X))))
 (let (($x190 (= ?x144 ?x189)))
 (let ((?x137 (rank X)))
 (let ((?x127 (- ?x137 1)))
 (let ((?x136 (- ?x127 ax)))
 (let (($x223 (>= ?x136 0)))
 (let (($x182 (>= ax 0)))
 (let (($x132 (>= e 1)))
 (let (($x7 (>= s 0)))
 (=> (and (<= s e) $x7 $x132 $x182 $x223) $x190))))))))))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x312 (slice ax 0 n1 (concat ax A B))))
 (let (($x313 (= ?x312 A)))
 (let (($x308 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x302 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x296 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x290 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x284 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x278 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x271 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x267 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x263 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x259 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x255 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x251 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x199 (>= ax 0)))
 (let (($x203 (= (dim A ax) n1)))
 (let (($x310 (and $x203 $x199 (>= (- (- (rank A) 1) ax) 0) $x199 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x251 $x255 $x259 $x263 $x267 $x271 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x278) (=> (> (- (- (rank A) 1) ax) 1) $x284) (=> (> (- (- (rank A) 1) ax) 2) $x290) (=> (> (- (- (rank A) 1) ax) 3) $x296) (=> (> (- (- (rank A) 1) ax) 4) $x302) (=> (> (- (- (rank A) 1) ax) 5) $x308))))
 (=> $x310 $x313)))))))))))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x462 (slice ax n1 e (concat ax A B))))
 (let (($x463 (= ?x462 B)))
 (let (($x458 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x452 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x446 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x440 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x434 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x428 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x421 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x399 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x336 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x371 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x327 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x366 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let ((?x137 (rank B)))
 (let ((?x127 (- ?x137 1)))
 (let ((?x136 (- ?x127 ax)))
 (let (($x223 (>= ?x136 0)))
 (let (($x182 (>= ax 0)))
 (let (($x317 (= (dim A ax) n1)))
 (let (($x460 (and $x317 (= (dim B ax) (- e n1)) $x182 (>= (- (- (rank A) 1) ax) 0) $x182 $x223 (= ax ax) $x366 $x327 $x371 $x336 $x399 $x421 (= ?x136 (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x428) (=> (> (- (- (rank A) 1) ax) 1) $x434) (=> (> (- (- (rank A) 1) ax) 2) $x440) (=> (> (- (- (rank A) 1) ax) 3) $x446) (=> (> (- (- (rank A) 1) ax) 4) $x452) (=> (> (- (- (rank A) 1) ax) 5) $x458))))
 (=> $x460 $x463)))))))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x516 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x500 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x517 (= ?x500 ?x516)))
 (let (($x182 (>= pt 0)))
 (let (($x132 (>= sh 1)))
 (let (($x475 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x132 (>= sw 1) $x182 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x475 $x517))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x596 (dim in_W1 2)))
 (= 3 ?x596)))
(assert
 (let ((?x598 (dim in_W1 3)))
 (= 3 ?x598)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x607 (dim in_W2 2)))
 (= 3 ?x607)))
(assert
 (let ((?x609 (dim in_W2 3)))
 (= 3 ?x609)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x622) 4)))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x622 0) sym_n)))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x622 1) sym_m1)))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x622 2) sym_h)))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x622 3) sym_w)))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x633 (relu ?x622)))
 (= (rank ?x633) 4))))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x633 (relu ?x622)))
 (= (dim ?x633 0) sym_n))))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x633 (relu ?x622)))
 (= (dim ?x633 1) sym_m1))))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x633 (relu ?x622)))
 (= (dim ?x633 2) sym_h))))
(assert
 (let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x633 (relu ?x622)))
 (= (dim ?x633 3) sym_w))))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x644) 4)))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x644 0) sym_n)))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x644 1) sym_m2)))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x644 2) sym_h)))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x644 3) sym_w)))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x655 (relu ?x644)))
 (= (rank ?x655) 4))))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x655 (relu ?x644)))
 (= (dim ?x655 0) sym_n))))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x655 (relu ?x644)))
 (= (dim ?x655 1) sym_m2))))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x655 (relu ?x644)))
 (= (dim ?x655 2) sym_h))))
(assert
 (let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x655 (relu ?x644)))
 (= (dim ?x655 3) sym_w))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x669 (dim ?x666 0)))
 (= ?x669 ?x670)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x674 (dim ?x666 2)))
 (= 3 ?x674))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x676 (dim ?x666 3)))
 (= 3 ?x676))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (= (rank ?x678) 4))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (= (dim ?x678 0) sym_n))))
(assert
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x683 (dim ?x678 1)))
 (= ?x683 ?x670))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (= (dim ?x678 2) sym_h))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (= (dim ?x678 3) sym_w))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (= (rank ?x689) 4)))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (= (dim ?x689 0) sym_n)))))
(assert
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x694 (dim ?x689 1)))
 (= ?x694 ?x670)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (= (dim ?x689 2) sym_h)))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (= (dim ?x689 3) sym_w)))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x700 (slice 1 0 sym_m1 ?x689)))
 (= (rank ?x700) 4))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x700 (slice 1 0 sym_m1 ?x689)))
 (= (dim ?x700 0) sym_n))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x700 (slice 1 0 sym_m1 ?x689)))
 (= (dim ?x700 1) sym_m1))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x700 (slice 1 0 sym_m1 ?x689)))
 (= (dim ?x700 2) sym_h))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x700 (slice 1 0 sym_m1 ?x689)))
 (= (dim ?x700 3) sym_w))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
 (= (rank ?x711) 4)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
 (= (dim ?x711 0) sym_n)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
 (= (dim ?x711 1) sym_m2)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
 (= (dim ?x711 2) sym_h)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
 (let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
 (let ((?x689 (relu ?x678)))
 (let ((?x670 (+ sym_m1 sym_m2)))
 (let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
 (= (dim ?x711 3) sym_w)))))))
(assert
 (let ((?x666 (concat 0 in_W1 in_W2)))
(let ((?x678 (conv 1 1 1 1 1 1 1 1 1 in_X ?x666)))
(let ((?x689 (relu ?x678)))
(let ((?x670 (+ sym_m1 sym_m2)))
(let ((?x711 (slice 1 sym_m1 ?x670 ?x689)))
(let ((?x644 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x655 (relu ?x644)))
(let ((?x700 (slice 1 0 sym_m1 ?x689)))
(let ((?x622 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x633 (relu ?x622)))
(or (and (distinct ?x633 ?x700) true) (and (distinct ?x655 ?x711) true)))))))))))))
(check-sat)
