; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add, mul_ones2, smul_mul
; z3 rlimit used: 114594
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x107 (add (mul X Y) (mul X Z))))
 (let ((?x104 (mul X (add Y Z))))
 (let (($x108 (= ?x104 ?x107)))
 (let ((?x99 (dim Z 5)))
 (let ((?x76 (dim X 5)))
 (let (($x100 (= ?x76 ?x99)))
 (let ((?x14 (rank X)))
 (let ((?x47 (- ?x14 0)))
 (let (($x75 (> ?x47 5)))
 (let (($x102 (and (= (- (rank Y) 0) ?x47) (=> (> ?x47 0) (= (dim X 0) (dim Y 0))) (=> (> ?x47 1) (= (dim X 1) (dim Y 1))) (=> (> ?x47 2) (= (dim X 2) (dim Y 2))) (=> (> ?x47 3) (= (dim X 3) (dim Y 3))) (=> (> ?x47 4) (= (dim X 4) (dim Y 4))) (=> $x75 (= ?x76 (dim Y 5))) (= (- (rank Z) 0) ?x47) (=> (> ?x47 0) (= (dim X 0) (dim Z 0))) (=> (> ?x47 1) (= (dim X 1) (dim Z 1))) (=> (> ?x47 2) (= (dim X 2) (dim Z 2))) (=> (> ?x47 3) (= (dim X 3) (dim Z 3))) (=> (> ?x47 4) (= (dim X 4) (dim Z 4))) (=> $x75 $x100))))
 (=> $x102 $x108))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x161 (mul X (smul Y S))))
 (let ((?x159 (smul (mul X Y) S)))
 (let (($x162 (= ?x159 ?x161)))
 (let ((?x99 (dim Y 5)))
 (let ((?x77 (dim X 5)))
 (let (($x155 (= ?x77 ?x99)))
 (let ((?x96 (dim Y 4)))
 (let ((?x71 (dim X 4)))
 (let (($x152 (= ?x71 ?x96)))
 (let ((?x93 (dim Y 3)))
 (let ((?x65 (dim X 3)))
 (let (($x149 (= ?x65 ?x93)))
 (let ((?x90 (dim Y 2)))
 (let ((?x59 (dim X 2)))
 (let (($x146 (= ?x59 ?x90)))
 (let ((?x87 (dim Y 1)))
 (let ((?x54 (dim X 1)))
 (let (($x143 (= ?x54 ?x87)))
 (let ((?x84 (dim Y 0)))
 (let ((?x50 (dim X 0)))
 (let (($x121 (= ?x50 ?x84)))
 (let ((?x14 (rank S)))
 (let (($x127 (= ?x14 0)))
 (let (($x157 (and $x127 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x121) (=> (> (- (rank X) 0) 1) $x143) (=> (> (- (rank X) 0) 2) $x146) (=> (> (- (rank X) 0) 3) $x149) (=> (> (- (rank X) 0) 4) $x152) (=> (> (- (rank X) 0) 5) $x155))))
 (=> $x157 $x162))))))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (smul (ones2 sym_n sym_c) in_s1)) 2))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 0) sym_n))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (smul (smul (ones2 sym_n sym_c) in_s1) in_s1)) 2))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 1) sym_c))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x205 (smul ?x198 in_s1)))
 (let ((?x212 (add ?x198 ?x205)))
 (= (rank ?x212) 2))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x205 (smul ?x198 in_s1)))
 (let ((?x212 (add ?x198 ?x205)))
 (= (dim ?x212 0) sym_n))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x205 (smul ?x198 in_s1)))
 (let ((?x212 (add ?x198 ?x205)))
 (= (dim ?x212 1) sym_c))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (= (rank ?x219) 2)))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (= (dim ?x219 0) sym_n)))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (= (dim ?x219 1) sym_c)))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (let ((?x226 (mul ?x198 ?x219)))
 (= (rank ?x226) 2))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (let ((?x226 (mul ?x198 ?x219)))
 (= (dim ?x226 0) sym_n))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
 (let ((?x198 (smul ?x191 in_s1)))
 (let ((?x219 (add ?x191 ?x198)))
 (let ((?x226 (mul ?x198 ?x219)))
 (= (dim ?x226 1) sym_c))))))
(assert
 (let ((?x191 (ones2 sym_n sym_c)))
(let ((?x198 (smul ?x191 in_s1)))
(let ((?x219 (add ?x191 ?x198)))
(let ((?x226 (mul ?x198 ?x219)))
(let ((?x205 (smul ?x198 in_s1)))
(let ((?x212 (add ?x198 ?x205)))
(and (distinct ?x212 ?x226) true))))))))
(check-sat)
