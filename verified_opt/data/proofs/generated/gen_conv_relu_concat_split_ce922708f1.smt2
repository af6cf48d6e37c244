; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 37308
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
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x573 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x554 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x574 (= ?x554 ?x573)))
 (let (($x182 (>= pt 0)))
 (let (($x132 (>= sh 1)))
 (let (($x516 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) $x132 (>= sw 1) $x182 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x516 $x574))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x623 (dim in_k1 2)))
 (= 3 ?x623)))
(assert
 (let ((?x625 (dim in_k1 3)))
 (= 3 ?x625)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x627) 4)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x627 0) sym_n)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x627 1) sym_c2)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x627 2) sym_h)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x627 3) sym_w)))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x638) 4)))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x638 0) sym_n2)))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x638 1) sym_c2)))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x638 2) sym_h)))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x638 3) sym_w)))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x649 (relu ?x627)))
 (= (rank ?x649) 4))))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x649 (relu ?x627)))
 (= (dim ?x649 0) sym_n))))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x649 (relu ?x627)))
 (= (dim ?x649 1) sym_c2))))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x649 (relu ?x627)))
 (= (dim ?x649 2) sym_h))))
(assert
 (let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x649 (relu ?x627)))
 (= (dim ?x649 3) sym_w))))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x660 (relu ?x638)))
 (= (rank ?x660) 4))))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x660 (relu ?x638)))
 (= (dim ?x660 0) sym_n2))))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x660 (relu ?x638)))
 (= (dim ?x660 1) sym_c2))))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x660 (relu ?x638)))
 (= (dim ?x660 2) sym_h))))
(assert
 (let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x660 (relu ?x638)))
 (= (dim ?x660 3) sym_w))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x674 (dim ?x671 0)))
 (= ?x674 ?x675)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (= (rank ?x683) 4))))
(assert
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x686 (dim ?x683 0)))
 (= ?x686 ?x675))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (= (dim ?x683 1) sym_c2))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (= (dim ?x683 2) sym_h))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (= (dim ?x683 3) sym_w))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (= (rank ?x694) 4)))))
(assert
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x697 (dim ?x694 0)))
 (= ?x697 ?x675)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (= (dim ?x694 1) sym_c2)))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (= (dim ?x694 2) sym_h)))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (= (dim ?x694 3) sym_w)))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x705 (slice 0 0 sym_n ?x694)))
 (= (rank ?x705) 4))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x705 (slice 0 0 sym_n ?x694)))
 (= (dim ?x705 0) sym_n))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x705 (slice 0 0 sym_n ?x694)))
 (= (dim ?x705 1) sym_c2))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x705 (slice 0 0 sym_n ?x694)))
 (= (dim ?x705 2) sym_h))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x705 (slice 0 0 sym_n ?x694)))
 (= (dim ?x705 3) sym_w))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x716 (slice 0 sym_n ?x675 ?x694)))
 (= (rank ?x716) 4)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x716 (slice 0 sym_n ?x675 ?x694)))
 (= (dim ?x716 0) sym_n2)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x716 (slice 0 sym_n ?x675 ?x694)))
 (= (dim ?x716 1) sym_c2)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x716 (slice 0 sym_n ?x675 ?x694)))
 (= (dim ?x716 2) sym_h)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
 (let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
 (let ((?x694 (relu ?x683)))
 (let ((?x675 (+ sym_n sym_n2)))
 (let ((?x716 (slice 0 sym_n ?x675 ?x694)))
 (= (dim ?x716 3) sym_w)))))))
(assert
 (let ((?x671 (concat 0 in_i1 in_i2)))
(let ((?x683 (conv 1 1 1 1 1 1 1 1 1 ?x671 in_k1)))
(let ((?x694 (relu ?x683)))
(let ((?x675 (+ sym_n sym_n2)))
(let ((?x716 (slice 0 sym_n ?x675 ?x694)))
(let ((?x638 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x660 (relu ?x638)))
(let ((?x705 (slice 0 0 sym_n ?x694)))
(let ((?x627 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x649 (relu ?x627)))
(or (and (distinct ?x649 ?x705) true) (and (distinct ?x660 ?x716) true)))))))))))))
(check-sat)
