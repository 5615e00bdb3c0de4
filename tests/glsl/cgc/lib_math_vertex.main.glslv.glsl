// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_math_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 a : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 o : $vout.TEXCOORD0 : TEX0 : 3 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _o1;
vec4 _TMP19;
vec4 _TMP17;
vec4 _TMP16;
vec4 _TMP18;
float _TMP36;
float _TMP35;
float _TMP34;
float _TMP33;
vec4 _TMP15;
vec4 _TMP14;
vec4 _TMP13;
vec4 _TMP32;
float _TMP51;
float _TMP50;
float _TMP49;
float _TMP48;
vec4 _TMP12;
vec4 _TMP9;
vec4 _TMP7;
vec4 _TMP11;
vec4 _TMP31;
vec4 _TMP47;
vec4 _TMP46;
vec4 _TMP30;
vec4 _TMP45;
vec4 _TMP29;
vec4 _TMP5;
vec4 _TMP4;
vec4 _TMP3;
vec4 _TMP2;
float _TMP28;
float _TMP27;
float _TMP26;
float _TMP25;
float _TMP24;
float _TMP23;
float _TMP22;
float _TMP21;
vec4 _TMP1;
vec4 _TMP20;
float _TMP44;
float _TMP43;
float _TMP42;
float _TMP41;
float _TMP40;
float _TMP39;
float _TMP38;
float _TMP37;
uniform vec4 _mvp1[4];
vec4 _TMP53;
vec4 _x0068;
vec4 _x0100;
vec4 _s0101;
vec4 _c0101;
float _s0102;
float _c0102;
float _s0107;
float _c0107;
float _s0112;
float _c0112;
float _s0117;
float _c0117;
vec4 _TMP124;
vec4 _negate0131;
vec4 _x0131;
vec4 _ret0131;
vec4 _a0135;
vec4 _TMP148;
vec4 _negate0155;
vec4 _x0155;
vec4 _ret0155;
vec4 _a0159;
vec4 _t30173;
vec4 _t10173;
vec4 _t00173;
vec4 _t40173;
vec4 _x0223;
vec4 _r0233;

 // main procedure, the original name was main
void main()
{


    _TMP37 = pow(2.71828198E+00, gl_MultiTexCoord0.x);
    _TMP38 = pow(2.71828198E+00, gl_MultiTexCoord0.y);
    _TMP39 = pow(2.71828198E+00, gl_MultiTexCoord0.z);
    _TMP40 = pow(2.71828198E+00, gl_MultiTexCoord0.w);
    _TMP53 = vec4(_TMP37, _TMP38, _TMP39, _TMP40);
    _TMP1 = abs(gl_MultiTexCoord0);
    _x0068 = _TMP1 + 1.00000000E+00;
    _TMP41 = log2(_x0068.x);
    _TMP42 = log2(_x0068.y);
    _TMP43 = log2(_x0068.z);
    _TMP44 = log2(_x0068.w);
    _TMP20 = vec4(_TMP41, _TMP42, _TMP43, _TMP44);
    _TMP2 = _TMP20*6.93147182E-01;
    _TMP21 = sin(gl_MultiTexCoord0.x);
    _TMP22 = sin(gl_MultiTexCoord0.y);
    _TMP23 = sin(gl_MultiTexCoord0.z);
    _TMP24 = sin(gl_MultiTexCoord0.w);
    _TMP3 = vec4(_TMP21, _TMP22, _TMP23, _TMP24);
    _TMP25 = cos(gl_MultiTexCoord0.x);
    _TMP26 = cos(gl_MultiTexCoord0.y);
    _TMP27 = cos(gl_MultiTexCoord0.z);
    _TMP28 = cos(gl_MultiTexCoord0.w);
    _TMP4 = vec4(_TMP25, _TMP26, _TMP27, _TMP28);
    _x0100 = gl_MultiTexCoord0*1.00000001E-01;
    _s0102 = sin(_x0100.x);
    _c0102 = cos(_x0100.x);
    _s0101.x = _s0102;
    _c0101.x = _c0102;
    _s0107 = sin(_x0100.y);
    _c0107 = cos(_x0100.y);
    _s0101.y = _s0107;
    _c0101.y = _c0107;
    _s0112 = sin(_x0100.z);
    _c0112 = cos(_x0100.z);
    _s0101.z = _s0112;
    _c0101.z = _c0112;
    _s0117 = sin(_x0100.w);
    _c0117 = cos(_x0100.w);
    _s0101.w = _s0117;
    _c0101.w = _c0117;
    _TMP5 = _s0101/_c0101;
    _o1 = _TMP53 + _TMP2 + _TMP3 + _TMP4 + _TMP5;
    _TMP45 = min(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), gl_MultiTexCoord0);
    _TMP124 = max(vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00), _TMP45);
    _negate0131 = vec4(float((_TMP124.x < 0.00000000E+00)), float((_TMP124.y < 0.00000000E+00)), float((_TMP124.z < 0.00000000E+00)), float((_TMP124.w < 0.00000000E+00)));
    _x0131 = abs(_TMP124);
    _ret0131 = vec4( -1.87292993E-02, -1.87292993E-02, -1.87292993E-02, -1.87292993E-02)*_x0131;
    _ret0131 = _ret0131 + 7.42610022E-02;
    _ret0131 = _ret0131*_x0131;
    _ret0131 = _ret0131 - 2.12114394E-01;
    _ret0131 = _ret0131*_x0131;
    _ret0131 = _ret0131 + 1.57072902E+00;
    _a0135 = 1.00000000E+00 - _x0131;
    _TMP33 = inversesqrt(_a0135.x);
    _TMP34 = inversesqrt(_a0135.y);
    _TMP35 = inversesqrt(_a0135.z);
    _TMP36 = inversesqrt(_a0135.w);
    _TMP31 = vec4(_TMP33, _TMP34, _TMP35, _TMP36);
    _TMP29 = 1.00000000E+00/_TMP31;
    _ret0131 = 1.57079601E+00 - _TMP29*_ret0131;
    _TMP7 = _ret0131 - (2.00000000E+00*_negate0131)*_ret0131;
    _TMP45 = min(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), gl_MultiTexCoord0);
    _TMP148 = max(vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00), _TMP45);
    _negate0155 = vec4(float((_TMP148.x < 0.00000000E+00)), float((_TMP148.y < 0.00000000E+00)), float((_TMP148.z < 0.00000000E+00)), float((_TMP148.w < 0.00000000E+00)));
    _x0155 = abs(_TMP148);
    _ret0155 = vec4( -1.87292993E-02, -1.87292993E-02, -1.87292993E-02, -1.87292993E-02)*_x0155;
    _ret0155 = _ret0155 + 7.42610022E-02;
    _ret0155 = _ret0155*_x0155;
    _ret0155 = _ret0155 - 2.12114394E-01;
    _ret0155 = _ret0155*_x0155;
    _ret0155 = _ret0155 + 1.57072902E+00;
    _a0159 = 1.00000000E+00 - _x0155;
    _TMP33 = inversesqrt(_a0159.x);
    _TMP34 = inversesqrt(_a0159.y);
    _TMP35 = inversesqrt(_a0159.z);
    _TMP36 = inversesqrt(_a0159.w);
    _TMP31 = vec4(_TMP33, _TMP34, _TMP35, _TMP36);
    _TMP30 = 1.00000000E+00/_TMP31;
    _ret0155 = _ret0155*_TMP30;
    _ret0155 = _ret0155 - (2.00000000E+00*_negate0155)*_ret0155;
    _TMP9 = _negate0155*3.14159298E+00 + _ret0155;
    _t30173 = abs(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00));
    _t10173 = abs(gl_MultiTexCoord0);
    _t00173 = max(_t30173, _t10173);
    _t10173 = min(_t30173, _t10173);
    _t30173 = vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00)/_t00173;
    _t30173 = _t10173*_t30173;
    _t40173 = _t30173*_t30173;
    _t00173 = vec4( -1.34804696E-02, -1.34804696E-02, -1.34804696E-02, -1.34804696E-02)*_t40173 + vec4( 5.74773103E-02, 5.74773103E-02, 5.74773103E-02, 5.74773103E-02);
    _t00173 = _t00173*_t40173 - vec4( 1.21239103E-01, 1.21239103E-01, 1.21239103E-01, 1.21239103E-01);
    _t00173 = _t00173*_t40173 + vec4( 1.95635900E-01, 1.95635900E-01, 1.95635900E-01, 1.95635900E-01);
    _t00173 = _t00173*_t40173 - vec4( 3.32994610E-01, 3.32994610E-01, 3.32994610E-01, 3.32994610E-01);
    _t00173 = _t00173*_t40173 + vec4( 9.99995589E-01, 9.99995589E-01, 9.99995589E-01, 9.99995589E-01);
    _t30173 = _t00173*_t30173;
    _TMP46 = abs(gl_MultiTexCoord0);
    _TMP47 = abs(vec4( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00, 1.00000000E+00));
    _t30173 = vec4(_TMP46.x > _TMP47.x ? (vec4( 1.57079601E+00, 1.57079601E+00, 1.57079601E+00, 1.57079601E+00) - _t30173).x : _t30173.x, _TMP46.y > _TMP47.y ? (vec4( 1.57079601E+00, 1.57079601E+00, 1.57079601E+00, 1.57079601E+00) - _t30173).y : _t30173.y, _TMP46.z > _TMP47.z ? (vec4( 1.57079601E+00, 1.57079601E+00, 1.57079601E+00, 1.57079601E+00) - _t30173).z : _t30173.z, _TMP46.w > _TMP47.w ? (vec4( 1.57079601E+00, 1.57079601E+00, 1.57079601E+00, 1.57079601E+00) - _t30173).w : _t30173.w);
    _t30173 = vec4(gl_MultiTexCoord0.x < 0.00000000E+00 ? (-_t30173).x : _t30173.x, gl_MultiTexCoord0.y < 0.00000000E+00 ? (-_t30173).y : _t30173.y, gl_MultiTexCoord0.z < 0.00000000E+00 ? (-_t30173).z : _t30173.z, gl_MultiTexCoord0.w < 0.00000000E+00 ? (-_t30173).w : _t30173.w);
    _TMP11 = abs(gl_MultiTexCoord0);
    _TMP33 = inversesqrt(_TMP11.x);
    _TMP34 = inversesqrt(_TMP11.y);
    _TMP35 = inversesqrt(_TMP11.z);
    _TMP36 = inversesqrt(_TMP11.w);
    _TMP31 = vec4(_TMP33, _TMP34, _TMP35, _TMP36);
    _TMP12 = 1.00000000E+00/_TMP31;
    _o1 = _o1 + _TMP7 + _TMP9 + _t30173 + _TMP12;
    _TMP48 = exp2(1.00000000E+00);
    _TMP49 = exp2(2.00000000E+00);
    _TMP50 = exp2(3.00000000E+00);
    _TMP51 = exp2(4.00000000E+00);
    _TMP32 = vec4(_TMP48, _TMP49, _TMP50, _TMP51);
    _TMP13 = gl_MultiTexCoord0*_TMP32;
    _TMP14 = 5.72957802E+01*gl_MultiTexCoord0;
    _TMP15 = 1.74532905E-02*gl_MultiTexCoord0;
    _o1 = _o1 + _TMP13 + _TMP14 + _TMP15;
    _TMP16 = gl_MultiTexCoord0 + 3.00000012E-01*(gl_Vertex - gl_MultiTexCoord0);
    _TMP17 = fract(gl_Vertex);
    _TMP18 = abs(gl_Vertex);
    _x0223 = _TMP18 + 1.00000000E+00;
    _TMP33 = inversesqrt(_x0223.x);
    _TMP34 = inversesqrt(_x0223.y);
    _TMP35 = inversesqrt(_x0223.z);
    _TMP36 = inversesqrt(_x0223.w);
    _TMP19 = vec4(_TMP33, _TMP34, _TMP35, _TMP36);
    _o1 = _o1 + _TMP16 + _TMP17 + _TMP19;
    _r0233.x = dot(_mvp1[0], gl_Vertex);
    _r0233.y = dot(_mvp1[1], gl_Vertex);
    _r0233.z = dot(_mvp1[2], gl_Vertex);
    _r0233.w = dot(_mvp1[3], gl_Vertex);
    gl_TexCoord[0] = _o1;
    gl_Position = _r0233;
    return;
} // main end
