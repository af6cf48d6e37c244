; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add, smul_mul
; z3 rlimit used: 12076
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (mul Y X)))
 (let ((?x57 (mul X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let ((?x9 (- (- (rank Y) 0) 0)))
 (let (($x14 (= ?x9 ?x13)))
 (=> (and $x14 $x20 $x27 $x34 $x41 $x48 $x55) $x59))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x163 (add (mul X Y) (mul X Z))))
 (let ((?x160 (mul X (add Y Z))))
 (let (($x164 (= ?x160 ?x163)))
 (let ((?x113 (- (- (rank X) 0) 0)))
 (let (($x141 (> ?x113 5)))
 (let (($x137 (> ?x113 4)))
 (let (($x133 (> ?x113 3)))
 (let (($x129 (> ?x113 2)))
 (let (($x125 (> ?x113 1)))
 (let (($x101 (> ?x113 0)))
 (let (($x158 (and (= (- (- (rank Y) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x158 $x164)))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x186 (mul X (smul Y S))))
 (let ((?x57 (mul X Y)))
 (let ((?x176 (smul ?x57 S)))
 (let (($x181 (= ?x176 ?x186)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let ((?x9 (- (- (rank Y) 0) 0)))
 (let (($x14 (= ?x9 ?x13)))
 (let ((?x89 (rank S)))
 (let (($x191 (= ?x89 0)))
 (=> (and $x191 $x14 $x20 $x27 $x34 $x41 $x48 $x55) $x181)))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 1) sym_c))
(assert
 (let ((?x246 (mul in_x1 in_x2)))
 (let ((?x253 (smul ?x246 in_s1)))
 (let ((?x260 (add ?x246 ?x253)))
 (= (rank ?x260) 2)))))
(assert
 (let ((?x246 (mul in_x1 in_x2)))
 (let ((?x253 (smul ?x246 in_s1)))
 (let ((?x260 (add ?x246 ?x253)))
 (= (dim ?x260 0) sym_n)))))
(assert
 (let ((?x246 (mul in_x1 in_x2)))
 (let ((?x253 (smul ?x246 in_s1)))
 (let ((?x260 (add ?x246 ?x253)))
 (= (dim ?x260 1) sym_c)))))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (add in_x1 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (mul in_x2 (add in_x1 (smul in_x1 in_s1)))) 2))
(assert
 (= (dim (mul in_x2 (add in_x1 (smul in_x1 in_s1))) 0) sym_n))
(assert
 (= (dim (mul in_x2 (add in_x1 (smul in_x1 in_s1))) 1) sym_c))
(assert
 (let ((?x267 (smul in_x1 in_s1)))
(let ((?x274 (add in_x1 ?x267)))
(let ((?x281 (mul in_x2 ?x274)))
(let ((?x246 (mul in_x1 in_x2)))
(let ((?x253 (smul ?x246 in_s1)))
(let ((?x260 (add ?x246 ?x253)))
(and (distinct ?x260 ?x281) true))))))))
(check-sat)
