; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add, smul_mul
; z3 rlimit used: 114698
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
 (forall ((X T) (Y T) )(! (let ((?x50 (mul Y X)))
 (let ((?x49 (mul X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let ((?x45 (dim Y 5)))
 (let ((?x44 (dim X 5)))
 (let (($x46 (= ?x44 ?x45)))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let ((?x39 (dim Y 4)))
 (let ((?x38 (dim X 4)))
 (let (($x40 (= ?x38 ?x39)))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let ((?x33 (dim Y 3)))
 (let ((?x32 (dim X 3)))
 (let (($x34 (= ?x32 ?x33)))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let ((?x27 (dim Y 2)))
 (let ((?x26 (dim X 2)))
 (let (($x28 (= ?x26 ?x27)))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let ((?x21 (dim Y 1)))
 (let ((?x20 (dim X 1)))
 (let (($x22 (= ?x20 ?x21)))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let ((?x15 (dim Y 0)))
 (let ((?x14 (dim X 0)))
 (let (($x16 (= ?x14 ?x15)))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let ((?x6 (rank Y)))
 (let ((?x8 (- ?x6 0)))
 (let (($x12 (= ?x8 ?x11)))
 (=> (and $x12 $x17 $x23 $x29 $x35 $x41 $x47) $x51))))))))))))))))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x136 (add (mul X Y) (mul X Z))))
 (let ((?x133 (mul X (add Y Z))))
 (let (($x137 (= ?x133 ?x136)))
 (let ((?x45 (dim Z 5)))
 (let ((?x115 (dim X 5)))
 (let (($x129 (= ?x115 ?x45)))
 (let ((?x90 (rank X)))
 (let ((?x75 (- ?x90 0)))
 (let (($x114 (> ?x75 5)))
 (let (($x131 (and (= (- (rank Y) 0) ?x75) (=> (> ?x75 0) (= (dim X 0) (dim Y 0))) (=> (> ?x75 1) (= (dim X 1) (dim Y 1))) (=> (> ?x75 2) (= (dim X 2) (dim Y 2))) (=> (> ?x75 3) (= (dim X 3) (dim Y 3))) (=> (> ?x75 4) (= (dim X 4) (dim Y 4))) (=> $x114 (= ?x115 (dim Y 5))) (= (- (rank Z) 0) ?x75) (=> (> ?x75 0) (= (dim X 0) (dim Z 0))) (=> (> ?x75 1) (= (dim X 1) (dim Z 1))) (=> (> ?x75 2) (= (dim X 2) (dim Z 2))) (=> (> ?x75 3) (= (dim X 3) (dim Z 3))) (=> (> ?x75 4) (= (dim X 4) (dim Z 4))) (=> $x114 $x129))))
 (=> $x131 $x137))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x153 (mul X (smul Y S))))
 (let ((?x49 (mul X Y)))
 (let ((?x159 (smul ?x49 S)))
 (let (($x147 (= ?x159 ?x153)))
 (let ((?x45 (dim Y 5)))
 (let ((?x44 (dim X 5)))
 (let (($x46 (= ?x44 ?x45)))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let ((?x39 (dim Y 4)))
 (let ((?x38 (dim X 4)))
 (let (($x40 (= ?x38 ?x39)))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let ((?x33 (dim Y 3)))
 (let ((?x32 (dim X 3)))
 (let (($x34 (= ?x32 ?x33)))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let ((?x27 (dim Y 2)))
 (let ((?x26 (dim X 2)))
 (let (($x28 (= ?x26 ?x27)))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let ((?x21 (dim Y 1)))
 (let ((?x20 (dim X 1)))
 (let (($x22 (= ?x20 ?x21)))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let ((?x15 (dim Y 0)))
 (let ((?x14 (dim X 0)))
 (let (($x16 (= ?x14 ?x15)))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let ((?x6 (rank Y)))
 (let ((?x8 (- ?x6 0)))
 (let (($x12 (= ?x8 ?x11)))
 (let ((?x90 (rank S)))
 (let (($x156 (= ?x90 0)))
 (=> (and $x156 $x12 $x17 $x23 $x29 $x35 $x41 $x47) $x147)))))))))))))))))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x201 (mul in_x1 in_x2)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (add ?x201 ?x208)))
 (= (rank ?x215) 2)))))
(assert
 (let ((?x201 (mul in_x1 in_x2)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (add ?x201 ?x208)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x201 (mul in_x1 in_x2)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (add ?x201 ?x208)))
 (= (dim ?x215 1) sym_c)))))
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
 (let ((?x222 (smul in_x1 in_s1)))
(let ((?x229 (add in_x1 ?x222)))
(let ((?x236 (mul in_x2 ?x229)))
(let ((?x201 (mul in_x1 in_x2)))
(let ((?x208 (smul ?x201 in_s1)))
(let ((?x215 (add ?x201 ?x208)))
(and (distinct ?x215 ?x236) true))))))))
(check-sat)
